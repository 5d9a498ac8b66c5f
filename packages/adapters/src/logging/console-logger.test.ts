import { describe, expect, it, vi } from 'vitest';
import { ConsoleLogger, type ConsoleLike } from './console-logger';

function fakeConsole() {
  return {
    debug: vi.fn<ConsoleLike['debug']>(),
    info: vi.fn<ConsoleLike['info']>(),
    warn: vi.fn<ConsoleLike['warn']>(),
    error: vi.fn<ConsoleLike['error']>(),
  };
}

describe('ConsoleLogger', () => {
  it('writes each event at its own level with its fields', () => {
    const target = fakeConsole();
    const logger = new ConsoleLogger(target, 'debug');
    logger.error('payment request', { error: 'TypeError' });
    logger.debug('fees loaded', { count: 2 });
    expect(target.error).toHaveBeenCalledWith('[tipwell] payment request', { error: 'TypeError' });
    expect(target.debug).toHaveBeenCalledWith('[tipwell] fees loaded', { count: 2 });
  });

  it('drops events below its threshold', () => {
    const target = fakeConsole();
    const logger = new ConsoleLogger(target, 'warn');
    logger.info('restored');
    logger.debug('fees loaded');
    logger.warn('widget unmount failed');
    expect(target.info).not.toHaveBeenCalled();
    expect(target.debug).not.toHaveBeenCalled();
    expect(target.warn).toHaveBeenCalledWith('[tipwell] widget unmount failed', {});
  });
});
