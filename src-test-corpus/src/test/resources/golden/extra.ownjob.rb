main entry
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1
var corpus.extra.ownjob.Job@Main.java:48[corpus.extra.ownjob.Main.lambda$main$0:21#0].done { false true } = false per-thread

proc corpus.extra.ownjob.Job.<init>[corpus.extra.ownjob.Job@Main.java:48,corpus.extra.ownjob.Main.lambda$main$0:21#0] {
}

proc corpus.extra.ownjob.Job.make[corpus.extra.ownjob.Main.lambda$main$0:21#0] {
  s1: call corpus.extra.ownjob.Job.<init>[corpus.extra.ownjob.Job@Main.java:48,corpus.extra.ownjob.Main.lambda$main$0:21#0] // at corpus.extra.ownjob.Job.make(Main.java:48)
}

proc corpus.extra.ownjob.Job.run[corpus.extra.ownjob.Job@Main.java:48,corpus.extra.ownjob.Main.lambda$main$0:21#0] {
  s1: assign corpus.extra.ownjob.Job@Main.java:48[corpus.extra.ownjob.Main.lambda$main$0:21#0].done true // at corpus.extra.ownjob.Job.run(Main.java:52)
}

proc corpus.extra.ownjob.Main.<clinit> {
  s2: write corpus.extra.ownjob.Main.NEVER // at corpus.extra.ownjob.Main.<clinit>(Main.java:17)
}

proc corpus.extra.ownjob.Main.await {
  s0: read corpus.extra.ownjob.Main.NEVER // at corpus.extra.ownjob.Main.await(Main.java:37)
  s1: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.extra.ownjob.Main.await(Main.java:37)
}

proc corpus.extra.ownjob.Main.lambda$main$0 {
  s0: call corpus.extra.ownjob.Job.make[corpus.extra.ownjob.Main.lambda$main$0:21#0] // at corpus.extra.ownjob.Main.lambda$main$0(Main.java:21)
  s1: call corpus.extra.ownjob.Job.run[corpus.extra.ownjob.Job@Main.java:48,corpus.extra.ownjob.Main.lambda$main$0:21#0] // at corpus.extra.ownjob.Main.lambda$main$0(Main.java:22)
  s2: read corpus.extra.ownjob.Job@Main.java:48[corpus.extra.ownjob.Main.lambda$main$0:21#0].done // at corpus.extra.ownjob.Main.lambda$main$0(Main.java:23)
  s4: call corpus.extra.ownjob.Main.await // at corpus.extra.ownjob.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.ownjob.Main.main {
  s8: fork corpus.extra.ownjob.Main.lambda$main$0 java.lang.Thread@Main.java:27 // at corpus.extra.ownjob.Main.main(Main.java:29)
  s9: fork corpus.extra.ownjob.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.extra.ownjob.Main.main(Main.java:30)
  s10: join java.lang.Thread@Main.java:27 // at corpus.extra.ownjob.Main.main(Main.java:31)
  s11: join java.lang.Thread@Main.java:28 // at corpus.extra.ownjob.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.ownjob.Main.<clinit> // at corpus.extra.ownjob.Main.main(Main.java:20)
  main: call corpus.extra.ownjob.Main.main // at corpus.extra.ownjob.Main.main(Main.java:20)
}
