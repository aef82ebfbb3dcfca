/** The header's right-hand panels: notifications, tasks, help and the user panel with the photo. */
export function HeaderPanels() {
  return null;
}
