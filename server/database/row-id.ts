/** Ids are positive 32-bit integers: any other number names no row (and PostgreSQL would refuse to compare it). */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
