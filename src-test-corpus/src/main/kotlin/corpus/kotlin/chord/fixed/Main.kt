package corpus.kotlin.chord.fixed

import org.petrify.corpus.Expect
import org.petrify.corpus.Expected.HOLDS
import org.petrify.corpus.Expected.VIOLATED
import kotlin.concurrent.thread

/** Twin of kotlin.chord: stabilize reads the successor under the own monitor and notifies it outside. */
@Expect(
    deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
    livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: open call",
)
object Main {
    class Node(val id: Int) {
        var successor: Node? = null
        var predecessor: Node? = null

        fun stabilize() {
            val next = synchronized(this) { successor!! }
            next.notifyFrom(this)
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
