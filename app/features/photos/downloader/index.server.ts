// The door of photos/downloader/ (the Photo Downloader page, its batch and the download it prepares): its
// server-only parts. The other photo rooms import through here (docs/architecture.md).
export { preparedDownload, prepareFoundPhotos } from "./downloads.server";
export { invalidBody, readJsonBody } from "./json-body.server";
export { runPostedBatch } from "./posted-batch.server";
export { sendDownload } from "./send-download.server";
export { answerShareForm } from "./share-request.server";
