const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An ISO time in the user's locale and zone, to the second. */
export const formatTime = (iso: string) => FORMAT.format(new Date(iso));
