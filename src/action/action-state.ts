/** Key under which the main step saves the path of the live-fixture state file for the post step. */
export const STATE_FIXTURES_FILE = 'fixtures-state-file';
