const passwordLength = { minimum: 8, maximum: 128 };

/** The model validation of a password, in the real service's words. */
export function passwordProblems(password: string | null): string[] {
  if (password === null) return [];
  if (password.length < passwordLength.minimum) return [`is too short (minimum is ${passwordLength.minimum} characters)`];
  if (password.length > passwordLength.maximum) return [`is too long (maximum is ${passwordLength.maximum} characters)`];
  return [];
}
