/**
 * The floor for bench:renderer, served on the harness's own origin: the same window.api (the harness's
 * script and token) and the same listDevices call, then the first rows as a plain table and a count,
 * and a filter by type over a plain array; no React, no Mantine, no app start-up calls.
 */
export function baselinePage(token: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8" />
<meta name="harness-token" content="${token}" />
<script src="/__harness/api.js"></script>
</head><body>
<label>Type <select aria-label="Type"><option value="">All</option><option value="32">Wi-Fi</option><option value="4">USB</option></select></label>
<label>State <select aria-label="State"><option value="all">All</option><option value="unpaired">Unpaired</option></select></label>
<p data-testid="device-count"></p>
<table aria-label="Devices"><tbody></tbody></table>
<script>
(async () => {
  const result = await window.api.listDevices({})
  const devices = result.ok ? result.value.devices : []
  const body = document.querySelector('tbody')
  const count = document.querySelector('[data-testid="device-count"]')
  const [type, state] = document.querySelectorAll('select')
  const show = () => {
    const shown = devices.filter((d) =>
      (type.value === '' || String(d.deviceType) === type.value) &&
      (state.value === 'all' || d.locationId === null))
    count.textContent = 'Showing ' + shown.length.toLocaleString('en') + ' of ' + devices.length.toLocaleString('en') + ' devices'
    body.replaceChildren(...shown.slice(0, 40).map((d, i) => {
      const row = document.createElement('tr')
      row.setAttribute('aria-rowindex', String(i + 2))
      for (const value of [d.serialId, d.name, d.info, d.locationId ?? '']) {
        const cell = document.createElement('td')
        cell.textContent = value
        row.append(cell)
      }
      return row
    }))
  }
  type.addEventListener('change', show)
  state.addEventListener('change', show)
  show()
})()
</script>
</body></html>`
}
