// Which game view the table has drawn, for the test hooks' settled(): a view
// put on screen is "drawn" once the scene committed it and rendered a frame.
export const sceneSync: { pending: unknown; committed: unknown; drawn: unknown } = { pending: null, committed: null, drawn: null };
