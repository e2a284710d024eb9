import { LogOut, Settings, UserRound } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'wouter'

import { AvatarInitials } from '@/components/ui/avatar'
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu'
import { initialsFor } from '@/lib/initials'

import { useLogout } from '../api/logout'
import type { User } from '../types'

/** The avatar button and its account menu; it closes on an outside click, Escape or Tab. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const logout = useLogout()
  const displayName = user.name || user.fullName || user.username

  return (
    <Menu open={open} onOpenChange={setOpen}>
      <MenuTrigger
        className="flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        data-testid="user-menu-trigger"
      >
        <AvatarInitials data-testid="avatar-initials">{initialsFor(user)}</AvatarInitials>
        <span className="sr-only">Account menu for {displayName}</span>
      </MenuTrigger>
      <MenuContent align="end">
        <MenuLabel>
          <p className="truncate text-sm font-semibold" title={displayName}>
            {displayName}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </p>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </MenuItem>
        <MenuSeparator />
        <MenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            // Keep the menu open so 'Logging out...' is seen until the server answers.
            event.preventDefault()
            logout.mutate(undefined, { onSettled: () => setOpen(false) })
          }}
        >
          <LogOut aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Log out'}
        </MenuItem>
      </MenuContent>
    </Menu>
  )
}
