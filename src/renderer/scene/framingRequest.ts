// A request for the camera rig to frame again (lit targets changed, the HUD
// moved). Apart from the rig so that the highlights and the HUD watcher can
// ask without importing it; the rig marks the request done once its lens goal
// is up to date, and the test hook counts an open request as "not settled".
export const framingRequest = { open: true, wake: null as null | (() => void) };

export function requestFraming() {
  framingRequest.open = true;
  framingRequest.wake?.();
}
