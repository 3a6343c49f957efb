// The mock's list answers cut to the page asked for, with page headers that agree with the body: Prism always sends
// the spec's example headers (the last of three pages), whatever page is asked, so a client following them loops or
// stops at random.

export interface PageAnswer {
  items: unknown[];
  headers: Record<string, string>;
}

/** The page of `items` that `requestUrl` asks for (`page`, `per_page`; 1 and 20 by default) with its headers. */
export function pageOf(items: unknown[], requestUrl: URL): PageAnswer {
  const page = Math.max(1, Number.parseInt(requestUrl.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(100, Math.max(1, Number.parseInt(requestUrl.searchParams.get('per_page') ?? '20', 10) || 20));
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const hasNext = page < totalPages;
  const hasPrev = page > 1 && page <= totalPages;
  const linkTo = (to: number) => {
    const target = new URL(requestUrl);
    target.searchParams.set('page', String(to));
    target.searchParams.set('per_page', String(perPage));
    return `${target.pathname}${target.search}`;
  };
  const links = [
    ...(hasPrev ? [`<${linkTo(page - 1)}>; rel="prev"`] : []),
    ...(hasNext ? [`<${linkTo(page + 1)}>; rel="next"`] : []),
    `<${linkTo(1)}>; rel="first"`,
    `<${linkTo(totalPages)}>; rel="last"`,
  ];
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: {
      'X-Page': String(page),
      'X-Per-Page': String(perPage),
      'X-Total': String(items.length),
      'X-Total-Pages': String(totalPages),
      'X-Next-Page': hasNext ? String(page + 1) : '',
      'X-Prev-Page': hasPrev ? String(page - 1) : '',
      Link: links.join(', '),
    },
  };
}
