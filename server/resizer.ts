// The resizer process's entry (decision 256): the server forks it from the build to make photos for presets and
// line sheets with glibc's own memory settings, and lets it go when it has nothing to do.
import { serveResizes } from "~/features/photos/index.server";

serveResizes();
