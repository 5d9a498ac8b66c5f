export interface DeviceFingerprint {
  /** A stable id of this device (the `deviceId` of intent payments). */
  readonly id: string;
  /** The encoded value sent as `X-Device-Fingerprint` on every call. */
  readonly header: string;
}

/** Never waits: returns what is known now (without the IP until its lookup answers). */
export interface Fingerprint {
  current(): DeviceFingerprint;
}
