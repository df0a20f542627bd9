main corpus.extra.atomicreflock.fixed.Main.main
var java.util.concurrent.atomic.AtomicReference@Main.java:28.value { null corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28 } = null

proc corpus.extra.atomicreflock.fixed.Main$Resource.<init>[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] {
}

proc corpus.extra.atomicreflock.fixed.Main$Resource.touch[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:30] {
  sync: acquire corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:30 // at corpus.extra.atomicreflock.fixed.Main$Resource.touch(Main.java:23)
  s1: read java.lang.System.out          // at corpus.extra.atomicreflock.fixed.Main$Resource.touch(Main.java:23)
  ret_0: release corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:30 // at corpus.extra.atomicreflock.fixed.Main$Resource.touch(Main.java:23)
}

proc corpus.extra.atomicreflock.fixed.Main$Resource.use[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] {
  sync: acquire corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28 // at corpus.extra.atomicreflock.fixed.Main$Resource.use(Main.java:18)
  s2: call corpus.extra.atomicreflock.fixed.Main.pause // at corpus.extra.atomicreflock.fixed.Main$Resource.use(Main.java:18)
  s3: call corpus.extra.atomicreflock.fixed.Main$Resource.touch[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:30] // at corpus.extra.atomicreflock.fixed.Main$Resource.use(Main.java:19)
  ret_0: release corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28 // at corpus.extra.atomicreflock.fixed.Main$Resource.use(Main.java:18)
}

proc corpus.extra.atomicreflock.fixed.Main.lambda$main$0[corpus.extra.atomicreflock.fixed.Main.main:31#20] {
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:28.value null s6 corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28 s6e5 // at corpus.extra.atomicreflock.fixed.Main.lambda$main$0(Main.java:31)
  s6: call corpus.extra.atomicreflock.fixed.Main$Resource.use[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] // at corpus.extra.atomicreflock.fixed.Main.lambda$main$0(Main.java:31)
  s6_1: goto exit                        // at corpus.extra.atomicreflock.fixed.Main.lambda$main$0(Main.java:31)
  s6e5: call corpus.extra.atomicreflock.fixed.Main$Resource.use[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] // at corpus.extra.atomicreflock.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.atomicreflock.fixed.Main.lambda$main$1[corpus.extra.atomicreflock.fixed.Main.main:32#21] {
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:28.value null s6 corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28 s6e5 // at corpus.extra.atomicreflock.fixed.Main.lambda$main$1(Main.java:32)
  s6: call corpus.extra.atomicreflock.fixed.Main$Resource.use[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] // at corpus.extra.atomicreflock.fixed.Main.lambda$main$1(Main.java:32)
  s6_1: goto exit                        // at corpus.extra.atomicreflock.fixed.Main.lambda$main$1(Main.java:32)
  s6e5: call corpus.extra.atomicreflock.fixed.Main$Resource.use[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] // at corpus.extra.atomicreflock.fixed.Main.lambda$main$1(Main.java:32)
}

proc corpus.extra.atomicreflock.fixed.Main.main {
  s0: goto s3e1                          // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:28)
  s20: fork corpus.extra.atomicreflock.fixed.Main.lambda$main$0[corpus.extra.atomicreflock.fixed.Main.main:31#20] java.lang.Thread@Main.java:31 // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:33)
  s21: fork corpus.extra.atomicreflock.fixed.Main.lambda$main$1[corpus.extra.atomicreflock.fixed.Main.main:32#21] java.lang.Thread@Main.java:32 // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:34)
  s22: join java.lang.Thread@Main.java:31 // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:35)
  s23: join java.lang.Thread@Main.java:32 // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:36)
  s23_1: goto exit                       // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:36)
  s3e1: call corpus.extra.atomicreflock.fixed.Main$Resource.<init>[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:28)
  s4e1: assign java.util.concurrent.atomic.AtomicReference@Main.java:28.value corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28 // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:28)
  s10e2: call corpus.extra.atomicreflock.fixed.Main$Resource.<init>[corpus.extra.atomicreflock.fixed.Main$Resource@Main.java:28] // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:30)
  s10e2_1: goto s20                      // at corpus.extra.atomicreflock.fixed.Main.main(Main.java:30)
}

proc corpus.extra.atomicreflock.fixed.Main.pause {
}
