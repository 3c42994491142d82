/** The plugin id rule: lower case, starts with a letter, 2 to 49 characters of `a-z`, `0-9`, `-`. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,48}$/;
