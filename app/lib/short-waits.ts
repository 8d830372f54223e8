/** How many times shorter a test server's real waits and work factors are (`TEST_SHORT_WAITS`, decision 317). */
export const SHORT_WAIT_DIVISOR = 10;
