// An empty form value (`assignee_id=`) clears an id attribute, as 0 does: the spec's EmptyValue.
export const emptyAsZero = (value: number | string): number => (value === '' ? 0 : Number(value));
