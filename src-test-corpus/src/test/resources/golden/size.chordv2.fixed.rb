main corpus.size.chordv2.fixed.Main.main

proc corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:49] {
}

proc corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:49] {
  sync: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
  s2: write corpus.size.chordv2.fixed.Main$Node@Main.java:49.predecessor // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
  ret_0: release corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
}

proc corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:50] {
  sync: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
  s2: write corpus.size.chordv2.fixed.Main$Node@Main.java:50.predecessor // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
  ret_0: release corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
}

proc corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:51] {
  sync: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
  s2: write corpus.size.chordv2.fixed.Main$Node@Main.java:51.predecessor // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
  ret_0: release corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:44)
}

proc corpus.size.chordv2.fixed.Main$Node.route[args(p0=4),corpus.size.chordv2.fixed.Main$Node@Main.java:49] {
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:26)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:49.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:49.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s17e1: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:29)
}

proc corpus.size.chordv2.fixed.Main$Node.route[args(p0=4),corpus.size.chordv2.fixed.Main$Node@Main.java:50] {
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:26)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:50.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:50.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s17e1: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:50] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:29)
}

proc corpus.size.chordv2.fixed.Main$Node.route[args(p0=4),corpus.size.chordv2.fixed.Main$Node@Main.java:51] {
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:26)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:51.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:51.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s17e1: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:51] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:29)
}

proc corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:49] {
  s2: jump s4 s14                        // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:25)
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:26)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:49.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:49.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s8_1: goto s17                         // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s14: call corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:31)
  s14_1: goto exit                       // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:31)
  s17: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:29)
}

proc corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:50] {
  s2: jump s4 s14                        // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:25)
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:26)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:50.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:50.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s8_1: goto s17                         // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s14: call corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:50] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:31)
  s14_1: goto exit                       // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:31)
  s17: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:50] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:29)
}

proc corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:51] {
  s2: jump s4 s14                        // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:25)
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:26)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:51.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:51.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s8_1: goto s17                         // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:28)
  s14: call corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:51] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:31)
  s14_1: goto exit                       // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:31)
  s17: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:51] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:29)
}

proc corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:49] {
  s2: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:37)
  s3: read corpus.size.chordv2.fixed.Main$Node@Main.java:49.successor // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:38)
  s4: release corpus.size.chordv2.fixed.Main$Node@Main.java:49 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:39)
  s10: call corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:50] // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:40)
}

proc corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:50] {
  s2: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:37)
  s3: read corpus.size.chordv2.fixed.Main$Node@Main.java:50.successor // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:38)
  s4: release corpus.size.chordv2.fixed.Main$Node@Main.java:50 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:39)
  s10: call corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:51] // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:40)
}

proc corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:51] {
  s2: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:37)
  s3: read corpus.size.chordv2.fixed.Main$Node@Main.java:51.successor // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:38)
  s4: release corpus.size.chordv2.fixed.Main$Node@Main.java:51 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:39)
  s10: call corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:40)
}

proc corpus.size.chordv2.fixed.Main.lambda$main$0[corpus.size.chordv2.fixed.Main.main:55#16] {
  s1: call corpus.size.chordv2.fixed.Main$Node.route[args(p0=4),corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main.lambda$main$0(Main.java:55)
}

proc corpus.size.chordv2.fixed.Main.lambda$main$1[corpus.size.chordv2.fixed.Main.main:56#20] {
  s1: call corpus.size.chordv2.fixed.Main$Node.route[args(p0=4),corpus.size.chordv2.fixed.Main$Node@Main.java:50] // at corpus.size.chordv2.fixed.Main.lambda$main$1(Main.java:56)
}

proc corpus.size.chordv2.fixed.Main.lambda$main$2[corpus.size.chordv2.fixed.Main.main:57#24] {
  s1: call corpus.size.chordv2.fixed.Main$Node.route[args(p0=4),corpus.size.chordv2.fixed.Main$Node@Main.java:51] // at corpus.size.chordv2.fixed.Main.lambda$main$2(Main.java:57)
}

proc corpus.size.chordv2.fixed.Main.main {
  s2: call corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main.main(Main.java:49)
  s5: call corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main.main(Main.java:50)
  s8: call corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:49] // at corpus.size.chordv2.fixed.Main.main(Main.java:51)
  s10: write corpus.size.chordv2.fixed.Main$Node@Main.java:49.successor // at corpus.size.chordv2.fixed.Main.main(Main.java:52)
  s11: write corpus.size.chordv2.fixed.Main$Node@Main.java:50.successor // at corpus.size.chordv2.fixed.Main.main(Main.java:53)
  s12: write corpus.size.chordv2.fixed.Main$Node@Main.java:51.successor // at corpus.size.chordv2.fixed.Main.main(Main.java:54)
  s16: fork corpus.size.chordv2.fixed.Main.lambda$main$0[corpus.size.chordv2.fixed.Main.main:55#16] java.lang.Thread@Main.java:55 // at corpus.size.chordv2.fixed.Main.main(Main.java:55)
  s20: fork corpus.size.chordv2.fixed.Main.lambda$main$1[corpus.size.chordv2.fixed.Main.main:56#20] java.lang.Thread@Main.java:56 // at corpus.size.chordv2.fixed.Main.main(Main.java:56)
  s24: fork corpus.size.chordv2.fixed.Main.lambda$main$2[corpus.size.chordv2.fixed.Main.main:57#24] java.lang.Thread@Main.java:57 // at corpus.size.chordv2.fixed.Main.main(Main.java:57)
}
