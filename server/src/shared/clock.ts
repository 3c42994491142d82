/** Current time in epoch milliseconds; injected so tests can move time forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
