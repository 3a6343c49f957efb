// An empty form value (`assignee_id=`) or a JSON null clears an id attribute, as 0 does: the spec's EmptyValue.
export const emptyAsZero = (value: number | string | null): number => (value === '' || value === null ? 0 : Number(value));
