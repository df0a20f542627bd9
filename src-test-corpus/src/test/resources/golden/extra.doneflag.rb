main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1
var corpus.extra.doneflag.Main.last { null nonnull } = null
var corpus.extra.doneflag.Main.pending { false true } = false

proc corpus.extra.doneflag.Main.<clinit> {
  s2: write corpus.extra.doneflag.Main.NEVER // at corpus.extra.doneflag.Main.<clinit>(Main.java:19)
  s3: assign corpus.extra.doneflag.Main.pending true // at corpus.extra.doneflag.Main.<clinit>(Main.java:21)
}

proc corpus.extra.doneflag.Main.lambda$main$0 {
  s0: switch corpus.extra.doneflag.Main.last null exit nonnull s2e2 // at corpus.extra.doneflag.Main.lambda$main$0(Main.java:25)
  s3: jump s4 exit                       // at corpus.extra.doneflag.Main.lambda$main$0(Main.java:26)
  s4: assign corpus.extra.doneflag.Main.last null // at corpus.extra.doneflag.Main.lambda$main$0(Main.java:27)
  s4_1: goto exit                        // at corpus.extra.doneflag.Main.lambda$main$0(Main.java:27)
  s2e2: read corpus.extra.doneflag.Promise@Main.java:33.done // at corpus.extra.doneflag.Main.lambda$main$0(Main.java:26)
  s2e2_1: goto s3                        // at corpus.extra.doneflag.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.doneflag.Main.lambda$main$1[corpus.extra.doneflag.Promise.complete:57#3,corpus.extra.doneflag.Promise@Main.java:33] {
  s1: call corpus.extra.doneflag.Promise.waitIfPending[corpus.extra.doneflag.Promise@Main.java:33] // at corpus.extra.doneflag.Main.lambda$main$1(Main.java:35)
}

proc corpus.extra.doneflag.Main.main {
  s5: fork corpus.extra.doneflag.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.doneflag.Main.main(Main.java:30)
  s6: switch corpus.extra.doneflag.Main.pending false s17 true s8 // at corpus.extra.doneflag.Main.main(Main.java:31)
  s8: assign corpus.extra.doneflag.Main.pending false // at corpus.extra.doneflag.Main.main(Main.java:32)
  s8_1: goto s10e3                       // at corpus.extra.doneflag.Main.main(Main.java:32)
  s17: join java.lang.Thread@Main.java:24 // at corpus.extra.doneflag.Main.main(Main.java:38)
  s17_1: goto exit                       // at corpus.extra.doneflag.Main.main(Main.java:38)
  s10e3: call corpus.extra.doneflag.Promise.<init>[corpus.extra.doneflag.Promise@Main.java:33] // at corpus.extra.doneflag.Main.main(Main.java:33)
  s12e3: assign corpus.extra.doneflag.Main.last nonnull // at corpus.extra.doneflag.Main.main(Main.java:34)
  s14e3: call corpus.extra.doneflag.Promise.setListener[corpus.extra.doneflag.Promise@Main.java:33] // at corpus.extra.doneflag.Main.main(Main.java:35)
  s15e3: call corpus.extra.doneflag.Promise.complete[corpus.extra.doneflag.Promise@Main.java:33] // at corpus.extra.doneflag.Main.main(Main.java:36)
  s15e3_1: goto s6                       // at corpus.extra.doneflag.Main.main(Main.java:36)
}

proc corpus.extra.doneflag.Promise.<init>[corpus.extra.doneflag.Promise@Main.java:33] {
}

proc corpus.extra.doneflag.Promise.complete[corpus.extra.doneflag.Promise@Main.java:33] {
  s1: read corpus.extra.doneflag.Promise@Main.java:33.listener // at corpus.extra.doneflag.Promise.complete(Main.java:55)
  s2: jump s3e1 s4                       // at corpus.extra.doneflag.Promise.complete(Main.java:56)
  s4: write corpus.extra.doneflag.Promise@Main.java:33.done // at corpus.extra.doneflag.Promise.complete(Main.java:59)
  s4_1: goto exit                        // at corpus.extra.doneflag.Promise.complete(Main.java:59)
  s3e1: call corpus.extra.doneflag.Main.lambda$main$1[corpus.extra.doneflag.Promise.complete:57#3,corpus.extra.doneflag.Promise@Main.java:33] // at corpus.extra.doneflag.Promise.complete(Main.java:57)
  s3e1_1: goto s4                        // at corpus.extra.doneflag.Promise.complete(Main.java:57)
}

proc corpus.extra.doneflag.Promise.isDone[corpus.extra.doneflag.Promise@Main.java:33] {
  s1: read corpus.extra.doneflag.Promise@Main.java:33.done // at corpus.extra.doneflag.Promise.isDone(Main.java:51)
}

proc corpus.extra.doneflag.Promise.setListener[corpus.extra.doneflag.Promise@Main.java:33] {
  s2: write corpus.extra.doneflag.Promise@Main.java:33.listener // at corpus.extra.doneflag.Promise.setListener(Main.java:47)
}

proc corpus.extra.doneflag.Promise.waitIfPending[corpus.extra.doneflag.Promise@Main.java:33] {
  s1: read corpus.extra.doneflag.Promise@Main.java:33.done // at corpus.extra.doneflag.Promise.waitIfPending(Main.java:63)
  s2: jump s3 exit                       // at corpus.extra.doneflag.Promise.waitIfPending(Main.java:63)
  s3: read corpus.extra.doneflag.Main.NEVER // at corpus.extra.doneflag.Promise.waitIfPending(Main.java:65)
  s4: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.doneflag.Promise.waitIfPending(Main.java:65)
}

proc entry {
  init0: call corpus.extra.doneflag.Main.<clinit> // at corpus.extra.doneflag.Main.main(Main.java:24)
  main: call corpus.extra.doneflag.Main.main // at corpus.extra.doneflag.Main.main(Main.java:24)
}
