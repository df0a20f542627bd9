package corpus.kotlin.chord

import org.petrify.corpus.Expect
import org.petrify.corpus.Expected.HOLDS
import org.petrify.corpus.Expected.VIOLATED
import kotlin.concurrent.thread

/** A Kotlin ring of three nodes whose `@Synchronized` stabilize calls the successor's `@Synchronized` notify. */
@Expect(
    deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
    livelock = HOLDS, livelockFair = HOLDS, paper = "Kotlin Chord",
)
object Main {
    class Node(val id: Int) {
        var successor: Node? = null
        var predecessor: Node? = null

        @Synchronized
        fun stabilize() {
            successor!!.notifyFrom(this)
        }

        @Synchronized
        fun notifyFrom(candidate: Node) {
            predecessor = candidate
        }
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val n1 = Node(1)
        val n2 = Node(2)
        val n3 = Node(3)
        n1.successor = n2
        n2.successor = n3
        n3.successor = n1
        thread { n1.stabilize() }
        thread { n2.stabilize() }
        thread { n3.stabilize() }
    }
}
