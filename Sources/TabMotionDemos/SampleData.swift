import TabMotionCore
import TabMotionUI

/// Deterministic made-up market data for the demos (no randomness without a seed: the values
/// come from a fixed integer hash of the row index).
public enum SampleData {
  static let names: [(String, String)] = [
    ("Bitcoin", "BTC"), ("Ethereum", "ETH"), ("Solana", "SOL"), ("Cardano", "ADA"),
    ("Polkadot", "DOT"), ("Chainlink", "LINK"), ("Litecoin", "LTC"), ("Stellar", "XLM"),
    ("Cosmos", "ATOM"), ("Algorand", "ALGO"), ("Tezos", "XTZ"), ("Filecoin", "FIL"),
    ("Uniswap", "UNI"), ("Aave", "AAVE"), ("Maker", "MKR"), ("Compound", "COMP"),
  ]
  static let accents: [UInt32] = [
    0xF7931A, 0x627EEA, 0x14F195, 0x0033AD, 0xE6007A, 0x2A5ADA, 0x345D9D, 0x14B6E7,
    0x2E3148, 0x000000, 0x2C7DF7, 0x0090FF, 0xFF007A, 0xB6509E, 0x1AAB9B, 0x00D395,
  ]

  /// SplitMix64: a fixed, well-mixed hash of an integer.
  static func hash(_ x: Int, salt: UInt64 = 0) -> UInt64 {
    var z = UInt64(bitPattern: Int64(x)) &+ 0x9E37_79B9_7F4A_7C15 &* (salt &+ 1)
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Row `i` of an asset list; `list` varies the data between tabs.
  public static func asset(_ i: Int, list: Int = 0) -> RowData {
    let k = Int(hash(i, salt: UInt64(list)) % UInt64(names.count))
    let (name, symbol) = names[k]
    let cents = Int(hash(i, salt: 99 &+ UInt64(list)) % 9_000_000) + 10
    let changeBP = Int(hash(i, salt: 7 &+ UInt64(list)) % 2_000) - 1_000
    let change = Double(changeBP) / 100
    let round = i / names.count
    return RowData(
      title: round == 0 ? name : "\(name) \(round + 1)", subtitle: symbol,
      value: "$" + formatMoney(cents),
      detail: (change >= 0 ? "+" : "") + format2(change) + "%",
      detailColor: change >= 0 ? Color(hex: 0x05B169) : Color(hex: 0xDF5F67),
      accent: Color(hex: accents[k]))
  }

  /// 1234567 cents → "12,345.67". Digits written back to front into one small buffer: a
  /// page of rows is made in the frame it comes into reach, and string slicing and joining
  /// cost that frame a tenth of its budget.
  static func formatMoney(_ cents: Int) -> String {
    var n = abs(cents)
    var reversed: [UInt8] = []
    reversed.reserveCapacity(24)
    for _ in 0..<2 {
      reversed.append(UInt8(ascii: "0") + UInt8(n % 10))
      n /= 10
    }
    reversed.append(UInt8(ascii: "."))
    var written = 0
    repeat {
      if written > 0 && written % 3 == 0 { reversed.append(UInt8(ascii: ",")) }
      reversed.append(UInt8(ascii: "0") + UInt8(n % 10))
      n /= 10
      written += 1
    } while n > 0
    if cents < 0 { reversed.append(UInt8(ascii: "-")) }
    return String(decoding: reversed.reversed(), as: UTF8.self)
  }

  static func format2(_ v: Double) -> String {
    let n = Int(saturating: (abs(v) * 100).rounded())
    let s = "\(n / 100).\(n % 100 < 10 ? "0" : "")\(n % 100)"
    return v < 0 ? "-" + s : s
  }
}
