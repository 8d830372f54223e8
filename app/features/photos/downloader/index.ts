// The door of photos/downloader/ (the Photo Downloader page, its batch and the download it prepares). The other
// photo rooms import through here (docs/architecture.md).
export { PhotoDownloader } from "./photo-downloader";
