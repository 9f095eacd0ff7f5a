/// The business API's sign-in and refresh requests (`BackendDescriptor.business`).
public enum BusinessAuthEndpoints {
  /// `POST /v1/auth/token` with a username and password.
  public static func signIn(username: String, password: String) -> Endpoint<BusinessTokenResponse> {
    Endpoint(.post, path: ["v1", "auth", "token"]).jsonBody(["username": username, "password": password])
  }

  /// `POST /v1/auth/refresh` with the refresh token (rotated by the answer).
  public static func refresh(refreshToken: String) -> Endpoint<BusinessTokenResponse> {
    Endpoint(.post, path: ["v1", "auth", "refresh"]).jsonBody(["refreshToken": refreshToken])
  }
}
