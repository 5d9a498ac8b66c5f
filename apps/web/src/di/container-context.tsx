import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Tipping } from '@tipwell/core';
import type { AppConfig } from '../config';
import { TOKENS } from './tokens';

/** The app root's container, opaque outside apps/web/src/di/. */
export type AppContainer = Container;

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider(props: {
  readonly container: Container;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <ContainerContext.Provider value={props.container}>{props.children}</ContainerContext.Provider>
  );
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('No DI container: wrap the app in <ContainerProvider>.');
  return container;
}

/** The tipping stores and actions for this app root. */
export function useTipping(): Tipping {
  return useContainer().get<Tipping>(TOKENS.tipping);
}

export function useConfig(): AppConfig {
  return useContainer().get<AppConfig>(TOKENS.config);
}
