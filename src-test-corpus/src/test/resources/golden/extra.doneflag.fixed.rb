main entry
var corpus.extra.doneflag.fixed.Main.last { null nonnull } = null
var corpus.extra.doneflag.fixed.Main.pending { false true } = false

proc corpus.extra.doneflag.fixed.Main.<clinit> {
  s2: write corpus.extra.doneflag.fixed.Main.NEVER // at corpus.extra.doneflag.fixed.Main.<clinit>(Main.java:20)
  s3: assign corpus.extra.doneflag.fixed.Main.pending true // at corpus.extra.doneflag.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.extra.doneflag.fixed.Main.lambda$main$0 {
  s0: switch corpus.extra.doneflag.fixed.Main.last null exit nonnull s2e2 // at corpus.extra.doneflag.fixed.Main.lambda$main$0(Main.java:26)
  s3: jump s4 exit                       // at corpus.extra.doneflag.fixed.Main.lambda$main$0(Main.java:27)
  s4: assign corpus.extra.doneflag.fixed.Main.last null // at corpus.extra.doneflag.fixed.Main.lambda$main$0(Main.java:28)
  s4_1: goto exit                        // at corpus.extra.doneflag.fixed.Main.lambda$main$0(Main.java:28)
  s2e2: read corpus.extra.doneflag.fixed.Promise@Main.java:34.done // at corpus.extra.doneflag.fixed.Main.lambda$main$0(Main.java:27)
  s2e2_1: goto s3                        // at corpus.extra.doneflag.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.doneflag.fixed.Main.lambda$main$1[corpus.extra.doneflag.fixed.Promise.complete:59#4,corpus.extra.doneflag.fixed.Promise@Main.java:34] {
  s1: call corpus.extra.doneflag.fixed.Promise.waitIfPending[corpus.extra.doneflag.fixed.Promise@Main.java:34] // at corpus.extra.doneflag.fixed.Main.lambda$main$1(Main.java:36)
}

proc corpus.extra.doneflag.fixed.Main.main {
  s5: fork corpus.extra.doneflag.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.doneflag.fixed.Main.main(Main.java:31)
  s6: switch corpus.extra.doneflag.fixed.Main.pending false s17 true s8 // at corpus.extra.doneflag.fixed.Main.main(Main.java:32)
  s8: assign corpus.extra.doneflag.fixed.Main.pending false // at corpus.extra.doneflag.fixed.Main.main(Main.java:33)
  s8_1: goto s10e3                       // at corpus.extra.doneflag.fixed.Main.main(Main.java:33)
  s17: join java.lang.Thread@Main.java:25 // at corpus.extra.doneflag.fixed.Main.main(Main.java:39)
  s17_1: goto exit                       // at corpus.extra.doneflag.fixed.Main.main(Main.java:39)
  s10e3: call corpus.extra.doneflag.fixed.Promise.<init>[corpus.extra.doneflag.fixed.Promise@Main.java:34] // at corpus.extra.doneflag.fixed.Main.main(Main.java:34)
  s12e3: assign corpus.extra.doneflag.fixed.Main.last nonnull // at corpus.extra.doneflag.fixed.Main.main(Main.java:35)
  s14e3: call corpus.extra.doneflag.fixed.Promise.setListener[corpus.extra.doneflag.fixed.Promise@Main.java:34] // at corpus.extra.doneflag.fixed.Main.main(Main.java:36)
  s15e3: call corpus.extra.doneflag.fixed.Promise.complete[corpus.extra.doneflag.fixed.Promise@Main.java:34] // at corpus.extra.doneflag.fixed.Main.main(Main.java:37)
  s15e3_1: goto s6                       // at corpus.extra.doneflag.fixed.Main.main(Main.java:37)
}

proc corpus.extra.doneflag.fixed.Promise.<init>[corpus.extra.doneflag.fixed.Promise@Main.java:34] {
}

proc corpus.extra.doneflag.fixed.Promise.complete[corpus.extra.doneflag.fixed.Promise@Main.java:34] {
  s1: write corpus.extra.doneflag.fixed.Promise@Main.java:34.done // at corpus.extra.doneflag.fixed.Promise.complete(Main.java:56)
  s2: read corpus.extra.doneflag.fixed.Promise@Main.java:34.listener // at corpus.extra.doneflag.fixed.Promise.complete(Main.java:57)
  s3: jump s4e1 exit                     // at corpus.extra.doneflag.fixed.Promise.complete(Main.java:58)
  s4e1: call corpus.extra.doneflag.fixed.Main.lambda$main$1[corpus.extra.doneflag.fixed.Promise.complete:59#4,corpus.extra.doneflag.fixed.Promise@Main.java:34] // at corpus.extra.doneflag.fixed.Promise.complete(Main.java:59)
}

proc corpus.extra.doneflag.fixed.Promise.isDone[corpus.extra.doneflag.fixed.Promise@Main.java:34] {
  s1: read corpus.extra.doneflag.fixed.Promise@Main.java:34.done // at corpus.extra.doneflag.fixed.Promise.isDone(Main.java:52)
}

proc corpus.extra.doneflag.fixed.Promise.setListener[corpus.extra.doneflag.fixed.Promise@Main.java:34] {
  s2: write corpus.extra.doneflag.fixed.Promise@Main.java:34.listener // at corpus.extra.doneflag.fixed.Promise.setListener(Main.java:48)
}

proc corpus.extra.doneflag.fixed.Promise.waitIfPending[corpus.extra.doneflag.fixed.Promise@Main.java:34] {
  s1: read corpus.extra.doneflag.fixed.Promise@Main.java:34.done // at corpus.extra.doneflag.fixed.Promise.waitIfPending(Main.java:64)
}

proc entry {
  init0: call corpus.extra.doneflag.fixed.Main.<clinit> // at corpus.extra.doneflag.fixed.Main.main(Main.java:25)
  main: call corpus.extra.doneflag.fixed.Main.main // at corpus.extra.doneflag.fixed.Main.main(Main.java:25)
}
