declare module 'dumb-passwords' {
  /** True when the password is among the 10,000 most common ones. */
  export function check(password: string): boolean;
  export function rateOfUsage(password: string): number;
  const dumbPasswords: { check: typeof check; rateOfUsage: typeof rateOfUsage };
  export default dumbPasswords;
}
