/**
 * Gives the focus back to what opened a dialog or drawer once it closes, however it closes (Esc, ×, a
 * button) and however it was made: Mantine's own return only works for a dialog that was mounted
 * closed, and most of ours mount open (rendered only while shown) or load lazily. Where a menu item
 * opened it, the focus goes to the menu's button (the item is gone with its menu).
 *
 * A focus that lands inside a dialog for the first time records what had it before; when the focus
 * then falls to the page body and that dialog is gone or hidden, its opener gets it back.
 */
export function installFocusReturn(doc: Document = document): () => void {
  const DIALOG = '[role="dialog"], [role="alertdialog"]'
  const openers = new Map<Element, HTMLElement>()
  let last: HTMLElement | null = null

  /** A menu item stands for its menu's button: the item goes when its menu closes. */
  const lasting = (element: HTMLElement): HTMLElement => {
    const menu = element.closest('[role="menu"]')
    if (!menu?.id) return element
    return doc.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? element
  }
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement)) return
    const dialog = target.closest(DIALOG)
    if (dialog && !openers.has(dialog) && last && !dialog.contains(last))
      openers.set(dialog, lasting(last))
    last = target
  }
  const gone = (dialog: Element) =>
    !dialog.isConnected || (dialog as HTMLElement).offsetParent === null
  const giveBack = () => {
    // Where the focus went elsewhere (Mantine gave it back, or a click), a closed dialog is forgotten.
    const lost = doc.activeElement === null || doc.activeElement === doc.body
    // The newest dialog first: a dialog opened from another returns into it.
    for (const [dialog, opener] of [...openers].reverse()) {
      if (!gone(dialog)) continue
      openers.delete(dialog)
      if (lost && opener.isConnected && !(opener as HTMLButtonElement).disabled) {
        opener.focus({ preventScroll: true })
        return
      }
    }
  }
  const observer = new MutationObserver(() => {
    if (openers.size > 0) giveBack()
  })
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  })
  doc.addEventListener('focusin', onFocusIn)
  // A focus lost without a change to the page (the focused element hidden by a transition's end).
  const onFocusOut = () => window.setTimeout(giveBack, 0)
  doc.addEventListener('focusout', onFocusOut)
  return () => {
    observer.disconnect()
    doc.removeEventListener('focusin', onFocusIn)
    doc.removeEventListener('focusout', onFocusOut)
  }
}
