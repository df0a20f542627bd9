main corpus.extra.checkedstart.fixed.Main.main
var corpus.extra.checkedstart.fixed.Main@Main.java:46.started { false true } = false

proc corpus.extra.checkedstart.fixed.Main.<init>[corpus.extra.checkedstart.fixed.Main@Main.java:46] {
}

proc corpus.extra.checkedstart.fixed.Main.awaitStarted[corpus.extra.checkedstart.fixed.Main@Main.java:46] {
  sync: acquire corpus.extra.checkedstart.fixed.Main@Main.java:46 // at corpus.extra.checkedstart.fixed.Main.awaitStarted(Main.java:35)
  s1: switch corpus.extra.checkedstart.fixed.Main@Main.java:46.started false s3 true ret_0 // at corpus.extra.checkedstart.fixed.Main.awaitStarted(Main.java:35)
  s3: wait corpus.extra.checkedstart.fixed.Main@Main.java:46 // at corpus.extra.checkedstart.fixed.Main.awaitStarted(Main.java:36)
  s3_1: goto s1                          // at corpus.extra.checkedstart.fixed.Main.awaitStarted(Main.java:36)
  ret_0: release corpus.extra.checkedstart.fixed.Main@Main.java:46 // at corpus.extra.checkedstart.fixed.Main.awaitStarted(Main.java:35)
}

proc corpus.extra.checkedstart.fixed.Main.checkNotNull[corpus.extra.checkedstart.fixed.Main.decorate:29#2,corpus.extra.checkedstart.fixed.Main.lambda$main$0:54#3,corpus.extra.checkedstart.fixed.Main.main:53#18] {
}

proc corpus.extra.checkedstart.fixed.Main.checkNotNull[corpus.extra.checkedstart.fixed.Main.main:49#9] {
  s1: jump raise exit                    // at corpus.extra.checkedstart.fixed.Main.checkNotNull(Main.java:22)
  raise: raise                           // at corpus.extra.checkedstart.fixed.Main.checkNotNull(Main.java:22)
}

proc corpus.extra.checkedstart.fixed.Main.decorate[corpus.extra.checkedstart.fixed.Main.lambda$main$0:54#3,corpus.extra.checkedstart.fixed.Main.main:53#18] {
  s2: call corpus.extra.checkedstart.fixed.Main.checkNotNull[corpus.extra.checkedstart.fixed.Main.decorate:29#2,corpus.extra.checkedstart.fixed.Main.lambda$main$0:54#3,corpus.extra.checkedstart.fixed.Main.main:53#18] // at corpus.extra.checkedstart.fixed.Main.decorate(Main.java:29)
  s3: call corpus.extra.checkedstart.fixed.Main.checkNotNull[corpus.extra.checkedstart.fixed.Main.decorate:29#2,corpus.extra.checkedstart.fixed.Main.lambda$main$0:54#3,corpus.extra.checkedstart.fixed.Main.main:53#18] // at corpus.extra.checkedstart.fixed.Main.decorate(Main.java:30)
}

proc corpus.extra.checkedstart.fixed.Main.lambda$decorate$0[corpus.extra.checkedstart.fixed.Main.lambda$main$0:55#6,corpus.extra.checkedstart.fixed.Main.main:53#18] {
  s2: call corpus.extra.checkedstart.fixed.Main.lambda$main$1[corpus.extra.checkedstart.fixed.Main.lambda$decorate$0:31#2,corpus.extra.checkedstart.fixed.Main.lambda$main$0:55#6,corpus.extra.checkedstart.fixed.Main.main:53#18] // at corpus.extra.checkedstart.fixed.Main.lambda$decorate$0(Main.java:31)
}

proc corpus.extra.checkedstart.fixed.Main.lambda$main$0[corpus.extra.checkedstart.fixed.Main.main:53#18] {
  s3: call corpus.extra.checkedstart.fixed.Main.decorate[corpus.extra.checkedstart.fixed.Main.lambda$main$0:54#3,corpus.extra.checkedstart.fixed.Main.main:53#18] // at corpus.extra.checkedstart.fixed.Main.lambda$main$0(Main.java:54)
  s6: call corpus.extra.checkedstart.fixed.Main.lambda$decorate$0[corpus.extra.checkedstart.fixed.Main.lambda$main$0:55#6,corpus.extra.checkedstart.fixed.Main.main:53#18] // at corpus.extra.checkedstart.fixed.Main.lambda$main$0(Main.java:55)
}

proc corpus.extra.checkedstart.fixed.Main.lambda$main$1[corpus.extra.checkedstart.fixed.Main.lambda$decorate$0:31#2,corpus.extra.checkedstart.fixed.Main.lambda$main$0:55#6,corpus.extra.checkedstart.fixed.Main.main:53#18] {
  s3: fork corpus.extra.checkedstart.fixed.Main.markStarted[corpus.extra.checkedstart.fixed.Main@Main.java:46] java.lang.Thread@Main.java:54[corpus.extra.checkedstart.fixed.Main.lambda$decorate$0:31#2,corpus.extra.checkedstart.fixed.Main.lambda$main$0:55#6,corpus.extra.checkedstart.fixed.Main.main:53#18] // at corpus.extra.checkedstart.fixed.Main.lambda$main$1(Main.java:54)
}

proc corpus.extra.checkedstart.fixed.Main.main {
  s2: call corpus.extra.checkedstart.fixed.Main.<init>[corpus.extra.checkedstart.fixed.Main@Main.java:46] // at corpus.extra.checkedstart.fixed.Main.main(Main.java:46)
  s5: jump s6 s9                         // at corpus.extra.checkedstart.fixed.Main.main(Main.java:47)
  s6: read java.lang.String[][]          // at corpus.extra.checkedstart.fixed.Main.main(Main.java:47)
  s9: call corpus.extra.checkedstart.fixed.Main.checkNotNull[corpus.extra.checkedstart.fixed.Main.main:49#9] else s18 // at corpus.extra.checkedstart.fixed.Main.main(Main.java:49)
  s18: fork corpus.extra.checkedstart.fixed.Main.lambda$main$0[corpus.extra.checkedstart.fixed.Main.main:53#18] java.lang.Thread@Main.java:53 // at corpus.extra.checkedstart.fixed.Main.main(Main.java:57)
  s19: call corpus.extra.checkedstart.fixed.Main.awaitStarted[corpus.extra.checkedstart.fixed.Main@Main.java:46] // at corpus.extra.checkedstart.fixed.Main.main(Main.java:58)
}

proc corpus.extra.checkedstart.fixed.Main.markStarted[corpus.extra.checkedstart.fixed.Main@Main.java:46] {
  sync: acquire corpus.extra.checkedstart.fixed.Main@Main.java:46 // at corpus.extra.checkedstart.fixed.Main.markStarted(Main.java:41)
  s1: assign corpus.extra.checkedstart.fixed.Main@Main.java:46.started true // at corpus.extra.checkedstart.fixed.Main.markStarted(Main.java:41)
  s2: notifyAll corpus.extra.checkedstart.fixed.Main@Main.java:46 // at corpus.extra.checkedstart.fixed.Main.markStarted(Main.java:42)
  ret_0: release corpus.extra.checkedstart.fixed.Main@Main.java:46 // at corpus.extra.checkedstart.fixed.Main.markStarted(Main.java:41)
}
