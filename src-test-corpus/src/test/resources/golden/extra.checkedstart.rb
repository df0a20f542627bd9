main corpus.extra.checkedstart.Main.main
var corpus.extra.checkedstart.Main@Main.java:49.started { false true } = false

proc corpus.extra.checkedstart.Main.<init>[corpus.extra.checkedstart.Main@Main.java:49] {
}

proc corpus.extra.checkedstart.Main.awaitStarted[corpus.extra.checkedstart.Main@Main.java:49] {
  sync: acquire corpus.extra.checkedstart.Main@Main.java:49 // at corpus.extra.checkedstart.Main.awaitStarted(Main.java:38)
  s1: switch corpus.extra.checkedstart.Main@Main.java:49.started false s3 true ret_0 // at corpus.extra.checkedstart.Main.awaitStarted(Main.java:38)
  s3: wait corpus.extra.checkedstart.Main@Main.java:49 // at corpus.extra.checkedstart.Main.awaitStarted(Main.java:39)
  s3_1: goto s1                          // at corpus.extra.checkedstart.Main.awaitStarted(Main.java:39)
  ret_0: release corpus.extra.checkedstart.Main@Main.java:49 // at corpus.extra.checkedstart.Main.awaitStarted(Main.java:38)
}

proc corpus.extra.checkedstart.Main.checkNotNull[corpus.extra.checkedstart.Main.decorate:32#2,corpus.extra.checkedstart.Main.lambda$main$0:51#3,corpus.extra.checkedstart.Main.main:50#8] {
  s1: jump raise exit                    // at corpus.extra.checkedstart.Main.checkNotNull(Main.java:25)
  raise: raise                           // at corpus.extra.checkedstart.Main.checkNotNull(Main.java:25)
}

proc corpus.extra.checkedstart.Main.checkNotNull[corpus.extra.checkedstart.Main.decorate:33#3,corpus.extra.checkedstart.Main.lambda$main$0:51#3,corpus.extra.checkedstart.Main.main:50#8] {
}

proc corpus.extra.checkedstart.Main.decorate[corpus.extra.checkedstart.Main.lambda$main$0:51#3,corpus.extra.checkedstart.Main.main:50#8] {
  s2: call corpus.extra.checkedstart.Main.checkNotNull[corpus.extra.checkedstart.Main.decorate:32#2,corpus.extra.checkedstart.Main.lambda$main$0:51#3,corpus.extra.checkedstart.Main.main:50#8] else raise // at corpus.extra.checkedstart.Main.decorate(Main.java:32)
  s3: call corpus.extra.checkedstart.Main.checkNotNull[corpus.extra.checkedstart.Main.decorate:33#3,corpus.extra.checkedstart.Main.lambda$main$0:51#3,corpus.extra.checkedstart.Main.main:50#8] // at corpus.extra.checkedstart.Main.decorate(Main.java:33)
  s3_1: goto exit                        // at corpus.extra.checkedstart.Main.decorate(Main.java:33)
  raise: raise                           // at corpus.extra.checkedstart.Main.decorate(Main.java:32)
}

proc corpus.extra.checkedstart.Main.lambda$decorate$0[corpus.extra.checkedstart.Main.lambda$main$0:52#6,corpus.extra.checkedstart.Main.main:50#8] {
}

proc corpus.extra.checkedstart.Main.lambda$main$0[corpus.extra.checkedstart.Main.main:50#8] {
  s1: read corpus.extra.checkedstart.Main.configured // at corpus.extra.checkedstart.Main.lambda$main$0(Main.java:51)
  s3: call corpus.extra.checkedstart.Main.decorate[corpus.extra.checkedstart.Main.lambda$main$0:51#3,corpus.extra.checkedstart.Main.main:50#8] else raise // at corpus.extra.checkedstart.Main.lambda$main$0(Main.java:51)
  s6: call corpus.extra.checkedstart.Main.lambda$decorate$0[corpus.extra.checkedstart.Main.lambda$main$0:52#6,corpus.extra.checkedstart.Main.main:50#8] // at corpus.extra.checkedstart.Main.lambda$main$0(Main.java:52)
  s6_1: goto exit                        // at corpus.extra.checkedstart.Main.lambda$main$0(Main.java:52)
  raise: raise                           // at corpus.extra.checkedstart.Main.lambda$main$0(Main.java:51)
}

proc corpus.extra.checkedstart.Main.main {
  s2: call corpus.extra.checkedstart.Main.<init>[corpus.extra.checkedstart.Main@Main.java:49] // at corpus.extra.checkedstart.Main.main(Main.java:49)
  s8: fork corpus.extra.checkedstart.Main.lambda$main$0[corpus.extra.checkedstart.Main.main:50#8] java.lang.Thread@Main.java:50 // at corpus.extra.checkedstart.Main.main(Main.java:54)
  s9: call corpus.extra.checkedstart.Main.awaitStarted[corpus.extra.checkedstart.Main@Main.java:49] // at corpus.extra.checkedstart.Main.main(Main.java:55)
}
