import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export type AuthTab = 'sign-in' | 'sign-up'

/** The two tabs of /auth. */
export function AuthPanel({ defaultTab = 'sign-in' }: { defaultTab?: AuthTab }) {
  return (
    <Tabs defaultValue={defaultTab}>
      <TabsList className="w-full">
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <SignInForm />
      </TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  )
}
