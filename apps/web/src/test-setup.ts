// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveAttribute...) for every web test, so an
// assertion says what it means rather than that a value is truthy.
import '@testing-library/jest-dom/vitest';
import type * as TestingLibraryModule from '@testing-library/react';
import { vi } from 'vitest';
import { AREAS } from './i18n/catalogues';
import { startIn } from './i18n/locale';

type TestingLibrary = typeof TestingLibraryModule;

// Every text in English, as the spec words it; a test of the Estonian page switches itself.
await startIn('en', AREAS);

// Components read their texts through the language's context: every render gets it, as the
// app's roots give it (i18n/language-provider.tsx).
vi.mock('@testing-library/react', async (importOriginal) => {
  const { createElement } = await import('react');
  const { LanguageProvider } = await import('./i18n/language-provider');
  const rtl = await importOriginal<TestingLibrary>();
  type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>;
  const withLanguage = (Inner?: Wrapper) => (props: { children: React.ReactNode }) =>
    createElement(
      LanguageProvider,
      null,
      Inner ? createElement(Inner, null, props.children) : props.children,
    );
  return {
    ...rtl,
    render: ((ui: React.ReactNode, options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withLanguage(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: Parameters<typeof rtl.renderHook>[1]) =>
      rtl.renderHook(hook, { ...options, wrapper: withLanguage(options?.wrapper) })) as typeof rtl.renderHook,
  };
});
