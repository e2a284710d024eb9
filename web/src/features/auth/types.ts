/** The signed-in account as the API returns it (`UserPublic`). */
export interface User {
  id: string
  email: string
  firstName: string
  lastName: string
  fullName: string
  name: string
  username: string
  planType: string
  createdAt: string
}
