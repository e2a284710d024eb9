import { useEffect } from 'react'

const PRODUCT_NAME = 'Vitae'

/** Sets the tab title to "Screen · Vitae" so each route is announced and told apart. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: AI resume optimizer`
  }, [screen])
}
