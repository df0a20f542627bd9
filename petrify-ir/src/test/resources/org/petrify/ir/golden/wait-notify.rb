main main

proc consumer {
  c0: acquire queue                      // at app.Queue.take(Queue.java:7)
  c1: read items                         // at app.Queue.take(Queue.java:8)
  c2: jump c3 c5                         // at app.Queue.take(Queue.java:8)
  c3: wait queue                         // at app.Queue.take(Queue.java:9)
  c4: goto c1                            // at app.Queue.take(Queue.java:9)
  c5: write items                        // at app.Queue.take(Queue.java:11)
  c6: release queue                      // at app.Queue.take(Queue.java:12)
}

proc main {
  m0: fork consumer t1                   // at app.Queue.main(Queue.java:20)
  m1: acquire queue                      // at app.Queue.put(Queue.java:15)
  m2: write items                        // at app.Queue.put(Queue.java:16)
  m3: notifyAll queue                    // at app.Queue.put(Queue.java:17)
  m4: release queue                      // at app.Queue.put(Queue.java:18)
  m5: join t1                            // at app.Queue.main(Queue.java:21)
}
