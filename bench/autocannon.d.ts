// autocannon ships no type declarations; server-latency.ts types the slice it uses.
declare module 'autocannon' {
  const autocannon: unknown;
  export default autocannon;
}
