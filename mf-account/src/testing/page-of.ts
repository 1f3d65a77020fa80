/** `{ data, meta }` of one page of a paged list. */
export const pageOf = <T>(data: T[], page = 1, lastPage = 1) => ({
  data,
  meta: { current_page: page, last_page: lastPage, per_page: 10, total: lastPage * 10 },
});
