/**
 * Gives each test worker the local stack's environment, so tests can also call the data layer and the
 * AWS SDK against the same emulators the handlers use.
 */
import { inject } from 'vitest';

Object.assign(process.env, inject('stackEnv'));
