import type { Group, Location, Payload, Pool, TipSettings, User } from '@tipwell/core';
import { array, boolean, literal, money, nullable, object, string } from '../http/schema';
import type { Schema } from '../http/schema';

// Wire shapes shared by several core-service endpoints (docs/service-contract.md, "Core service").

export const locationSchema: Schema<Location> = object({
  uid: string,
  name: string,
  address: string,
  city: string,
  state: string,
  zip: string,
  logo: nullable(string),
});

export const userSchema: Schema<User> = object({
  uid: string,
  firstName: string,
  lastName: string,
  nickname: nullable(string),
  avatar: nullable(string),
});

export const poolSchema: Schema<Pool> = object({
  uid: string,
  name: string,
  locationUid: string,
  lowAmount: money,
  customerInstructions: nullable(string),
  requiresCustomerName: boolean,
  requiresRoomNumber: boolean,
  requiresNote: boolean,
  requiresReview: boolean,
  tippingMode: literal('once', 'per_night', 'per_stay'),
});

export const groupSchema: Schema<Group> = object({
  uid: string,
  name: string,
  userUids: array(string),
});

export const payloadSchema: Schema<Payload> = object({
  kind: literal('A', 'L', 'U', 'P', 'S'),
  uid: string,
  name: string,
  logo: nullable(string),
  locationUid: nullable(string),
  locations: array(locationSchema),
  users: array(userSchema),
  pools: array(poolSchema),
  groups: array(groupSchema),
});

export const tipSettingsSchema: Schema<TipSettings> = object({
  low: money,
  medium: money,
  high: money,
  labelLow: string,
  labelMedium: string,
  labelHigh: string,
  tipInstructionText: nullable(string),
  transparency: literal('full', 'optional', 'other'),
  reviewsEnabled: boolean,
  theme: nullable(
    object({
      primaryColor: string,
      secondaryColor: string,
      textColor: string,
      contrastColor: string,
    }),
  ),
});
