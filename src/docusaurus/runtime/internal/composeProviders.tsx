// Docusaurus's composeProviders: several context providers as one component, without writing them nested.
import type { ComponentType, ReactNode } from "react";

/** A provider that takes nothing but its children. */
type Provider = ComponentType<{ children: ReactNode }>;

/** One component that renders `providers` nested around its children, the first outermost. */
export function composeProviders(providers: readonly Provider[]): (props: { children: ReactNode }) => ReactNode {
  return function ComposedProviders({ children }) {
    return providers.reduceRight<ReactNode>((inner, Outer) => <Outer>{inner}</Outer>, children);
  };
}
