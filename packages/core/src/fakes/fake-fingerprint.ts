import type { DeviceFingerprint, Fingerprint } from '../ports/fingerprint';

export class FakeFingerprint implements Fingerprint {
  constructor(
    private readonly value: DeviceFingerprint = { id: 'device-1', header: 'fp-device-1' },
  ) {}

  current(): DeviceFingerprint {
    return this.value;
  }
}
