-- wrk's side of bench:mock: the requests of each scenario, numbered from an offset the driver carries on
-- across loads, so no write repeats a value already stored. Serial ids and locations are those of
-- bench-seed.ts (the figures' non-2xx, fsyncs and changed rows show when the two disagree).
-- wrk -t1 -s requests.lua URL -- SCENARIO OFFSET ACCOUNT_KEY TENANT_KEY
-- Globals, so done() can read each thread's counter (thread:get).
scenario, counter, first, tenant_headers = nil, 0, 0, nil
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  scenario, counter = args[1], tonumber(args[2])
  first = counter
  wrk.headers["x-api-key"] = args[3]
  wrk.headers["content-type"] = "application/json"
  tenant_headers = {}
  for name, value in pairs(wrk.headers) do tenant_headers[name] = value end
  tenant_headers["x-api-key"] = args[4]
end

local function mac(prefix, n)
  return string.format("%02x:00:%02x:%02x:%02x:%02x", prefix, math.floor(n / 16777216) % 256,
    math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
end
local function location(n) return string.format("loc-%03d", n % 100) end
local function seeded(n) return "Network;" .. mac(2, n % 1000) .. ";WiFi" end
local function wifi(serial, name)
  return '{"serialId":"' .. serial .. '","deviceType":32,"name":"' .. name .. '","info":"5 GHz"}'
end

function request()
  local n = counter
  counter = counter + 1
  if scenario == "get-one" then
    return wrk.format("GET", "/admin/getDevicesForLocations?locationIds=loc-007")
  elseif scenario == "get-all" then
    return wrk.format("GET", "/admin/getDevicesForLocations")
  elseif scenario == "create" then
    -- New devices spread over 40 empty accounts (each holds at most 10,000 never paired).
    local path = string.format("/admin/device?accountId=bench-new-%02d", n % 40)
    return wrk.format("POST", path, tenant_headers,
      wifi("Network;" .. mac(6, n + 1) .. ";WiFi", "Bench"))
  elseif scenario == "update-memory" then
    return wrk.format("POST", "/admin/device", nil, wifi("Network;" .. mac(7, 0) .. ";WiFi", "Bench " .. n))
  elseif scenario == "update-stored" then
    return wrk.format("POST", "/admin/device", nil, wifi(seeded(n), "Bench " .. n))
  elseif scenario == "pair" then
    -- pairTarget(n): one location further on each pass over the devices (seeded at n % 100).
    local target = location(n % 1000 + math.floor(n / 1000) + 1)
    return wrk.format("POST", "/admin/pair", nil,
      '{"locationId":"' .. target .. '","deviceSerialIDs":["' .. seeded(n) .. '"]}')
  end
  error("unknown scenario " .. tostring(scenario))
end

function done(summary, latency)
  local sent = 0
  for _, thread in ipairs(threads) do sent = sent + thread:get("counter") - thread:get("first") end
  local e = summary.errors
  io.write(string.format(
    'RESULT {"requests":%d,"durationUs":%d,"non2xx":%d,"errors":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"sent":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, sent))
end
