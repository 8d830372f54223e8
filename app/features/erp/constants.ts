/** The staff tools' ERP feeds page. */
export const FEEDS_PATH = "/tools/feeds";

/** The download of a feed file's refused rows, for the route table and the access table. */
export const REFUSED_ROWS_ROUTE = "/api/feeds/:feedId/refused-rows";

/** Where a feed file's refused rows download. */
export const refusedRowsPath = (feedId: number): string => `/api/feeds/${feedId}/refused-rows`;
