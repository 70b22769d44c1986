import Foundation
import StyleParser

/// Evaluates value expressions as InterfaCSS 1.x does with Foundation's expression engine
/// (values.md §Numbers): `**` binds tightest, then `* / %`, then `+ -`, then comparisons,
/// which give 1 or 0. Evaluation uses doubles; where 1.x would use integer arithmetic the
/// evaluator leaves a hint.
struct ExpressionEvaluator {
    struct Failure: Error {
        var range: Range<Int>
        var message: String
    }

    struct Hint {
        var range: Range<Int>
        var message: String
    }

    var hints: [Hint] = []

    mutating func evaluate(_ expression: ExpressionSyntax) -> Result<Double, Failure> {
        do {
            return .success(try value(of: expression, depth: 0))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(range: expression.range, message: "\(error)"))
        }
    }

    private mutating func value(of expression: ExpressionSyntax, depth: Int) throws -> Double {
        guard depth < 200 else { throw Failure(range: expression.range, message: "the expression nests too deeply") }
        switch expression {
        case .literal(let token):
            switch token.kind {
            case .number:
                if token.text.hasPrefix(".") {
                    hints.append(Hint(range: token.range, message: "InterfaCSS 1.x numbers start with a digit; write 0\(token.text)"))
                }
                return Double(token.text) ?? 0
            case .dimension:
                // A letter cuts the expression short: `12px` is 12.
                return Double(token.text.dropLast(2)) ?? 0
            case .percentage:
                throw Failure(range: token.range, message: "a percentage is not a number here; write \(formatNumber((Double(token.text.dropLast()) ?? 0) / 100)) for \(token.text)")
            case .atKeyword, .customProperty:
                throw Failure(range: token.range, message: "'\(token.text)' has no value to compute with")
            case .string:
                throw Failure(range: token.range, message: "expected a number, not the string \(token.text)")
            default:
                throw Failure(range: token.range, message: "expected a number, not '\(shorten(token.text))'")
            }
        case .binary(let binary):
            guard let left = binary.left, let op = binary.operatorToken else {
                throw Failure(range: binary.range, message: "incomplete expression '\(shorten(binary.text))'")
            }
            guard let right = binary.right else {
                throw Failure(range: binary.range, message: "expected a value after '\(op.text)'")
            }
            let a = try value(of: left, depth: depth + 1)
            let b = try value(of: right, depth: depth + 1)
            switch op.kind {
            case .plus: return a + b
            case .minus: return a - b
            case .star: return a * b
            case .slash:
                if isIntegerLiteral(left) && isIntegerLiteral(right) && b != 0 && a.truncatingRemainder(dividingBy: b) != 0 {
                    hints.append(Hint(
                        range: binary.range,
                        message: "InterfaCSS 1.x may divide integers as integers (\(binary.text) gives \(formatNumber((a / b).rounded(.towardZero)))); write \(formatNumber(a)).0 / \(formatNumber(b)) for \(formatNumber(a / b))"))
                }
                guard b != 0 else { throw Failure(range: binary.range, message: "division by zero") }
                return a / b
            case .percent:
                guard b != 0 else { throw Failure(range: binary.range, message: "modulo by zero") }
                return a.truncatingRemainder(dividingBy: b)
            case .starStar, .caret: return pow(a, b)
            case .equal, .equalEqual: return a == b ? 1 : 0
            case .bangEqual: return a != b ? 1 : 0
            case .less: return a < b ? 1 : 0
            case .lessEqual: return a <= b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .greaterEqual: return a >= b ? 1 : 0
            case .ampersandAmpersand: return a != 0 && b != 0 ? 1 : 0
            case .pipePipe: return a != 0 || b != 0 ? 1 : 0
            default:
                throw Failure(range: op.range, message: "'\(op.text)' is not an arithmetic operator")
            }
        case .unary(let unary):
            guard let operand = unary.operand else { throw Failure(range: unary.range, message: "expected a value") }
            let value = try value(of: operand, depth: depth + 1)
            switch unary.operatorToken?.kind {
            case .minus?: return -value
            case .bang?: return value == 0 ? 1 : 0
            default: return value
            }
        case .parenthesized(let list):
            let arguments = list.arguments
            guard arguments.count == 1, arguments[0].components.count == 1, arguments[0].label == nil else {
                throw Failure(range: list.range, message: "expected one expression in parentheses, not '\(shorten(list.text))'")
            }
            return try value(of: arguments[0].components[0], depth: depth + 1)
        case .functionCall(let call):
            throw Failure(range: call.range, message: "\(call.name)(…) is not allowed in a number")
        case .memberAccess(let access):
            throw Failure(range: access.range, message: "expected a number, not '\(shorten(access.text))'")
        case .unexpected(let node):
            throw Failure(range: node.range, message: "unexpected '\(shorten(node.text))'")
        }
    }

    private func isIntegerLiteral(_ expression: ExpressionSyntax) -> Bool {
        guard case .literal(let token) = expression, token.kind == .number else { return false }
        return !token.text.contains(".")
    }
}
