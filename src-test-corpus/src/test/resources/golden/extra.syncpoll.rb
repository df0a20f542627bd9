main corpus.extra.syncpoll.Main.main
counter java.util.concurrent.SynchronousQueue@Main.java:19.handoff cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.items cap 1 init 0
counter java.util.concurrent.SynchronousQueue@Main.java:19.takers limit 1 init 0

proc corpus.extra.syncpoll.Main.lambda$main$0[corpus.extra.syncpoll.Main.main:20#8] {
  s1: up java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 // at corpus.extra.syncpoll.Main.lambda$main$0(Main.java:22)
  s1_1: down java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.Main.lambda$main$0(Main.java:22)
  s1_2: up java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.Main.lambda$main$0(Main.java:22)
  s3: read java.lang.System.out          // at corpus.extra.syncpoll.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.syncpoll.Main.main {
  s8: fork corpus.extra.syncpoll.Main.lambda$main$0[corpus.extra.syncpoll.Main.main:20#8] java.lang.Thread@Main.java:20 // at corpus.extra.syncpoll.Main.main(Main.java:28)
  s9: trydown java.util.concurrent.SynchronousQueue@Main.java:19.takers 1 else s9_1 // at corpus.extra.syncpoll.Main.main(Main.java:29)
  s9_2: up java.util.concurrent.SynchronousQueue@Main.java:19.items 1 // at corpus.extra.syncpoll.Main.main(Main.java:29)
  s9_3: down java.util.concurrent.SynchronousQueue@Main.java:19.handoff 1 // at corpus.extra.syncpoll.Main.main(Main.java:29)
  s9_1: skip                             // at corpus.extra.syncpoll.Main.main(Main.java:29)
  s10: join java.lang.Thread@Main.java:20 // at corpus.extra.syncpoll.Main.main(Main.java:30)
}
