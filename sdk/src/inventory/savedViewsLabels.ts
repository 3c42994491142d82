/** Texts of the saved-views control; English unless given. */
export interface SavedViewsLabels {
  /** The group's name; `Saved views`. */
  group: string;
  /** The list's label; `Saved view`. */
  label: string;
  /** The entry for no saved view; `None`. */
  none: string;
  loading: string;
  /** `Critical first (default)`. */
  defaultName: (name: string) => string;
  /** `Save view as…`. */
  saveAs: string;
  /** The name field; `View name`. */
  name: string;
  save: string;
  cancel: string;
  /** Replace the chosen view with the view on screen; `Update view`. */
  update: string;
  /** `Rename`. */
  renameStart: string;
  /** The rename form's submit; `Save name`. */
  rename: string;
  setDefault: string;
  unsetDefault: string;
  delete: string;
  /** The delete confirmation's title; `Delete the view "<name>"?`. */
  confirmDelete: (name: string) => string;
  /** What deleting does, under that title. */
  confirmDeleteText: string;
  retry: string;
  saved: (name: string) => string;
  updated: (name: string) => string;
  renamed: (name: string) => string;
  defaulted: (name: string) => string;
  undefaulted: (name: string) => string;
  deleted: (name: string) => string;
  /** `The saved views could not be loaded: <reason>`. */
  loadFailed: (message: string) => string;
  /** `The view was not saved: <reason>`. */
  failed: (message: string) => string;
}

export const ENGLISH: SavedViewsLabels = {
  group: 'Saved views', label: 'Saved view', none: 'None', loading: 'Loading…', defaultName: (name) => `${name} (default)`,
  saveAs: 'Save view as…', name: 'View name', save: 'Save', cancel: 'Cancel', update: 'Update view', renameStart: 'Rename', rename: 'Save name',
  setDefault: 'Make default', unsetDefault: 'Stop using as default', delete: 'Delete view', retry: 'Try again',
  confirmDelete: (name) => `Delete the view "${name}"?`,
  confirmDeleteText: 'It is deleted for you on every device; what is on screen stays as it is.',
  saved: (name) => `View "${name}" saved`, updated: (name) => `View "${name}" updated`, renamed: (name) => `View renamed to "${name}"`,
  defaulted: (name) => `"${name}" now opens by default`, undefaulted: (name) => `"${name}" no longer opens by default`,
  deleted: (name) => `View "${name}" deleted`,
  loadFailed: (message) => `The saved views could not be loaded: ${message}`, failed: (message) => `The change was not saved: ${message}`,
};
