/** The URL a pending import fetches from, credentials included; removed when the import ends. */
export interface ProjectImportSourcesTable {
  project_id: number;
  url: string;
}
