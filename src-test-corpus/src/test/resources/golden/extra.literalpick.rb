main entry

proc corpus.extra.literalpick.Main.<clinit> {
  s2: write corpus.extra.literalpick.Main.A // at corpus.extra.literalpick.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.literalpick.Main.B // at corpus.extra.literalpick.Main.<clinit>(Main.java:18)
}

proc corpus.extra.literalpick.Main.both[args(p0=text:a;p1=text:b),corpus.extra.literalpick.Main.lambda$main$0:48#0] {
  s2: call corpus.extra.literalpick.Main.pick[args(p0=text:a),corpus.extra.literalpick.Main.both:39#2,args(p0=text:a;p1=text:b),corpus.extra.literalpick.Main.lambda$main$0:48#0] // at corpus.extra.literalpick.Main.both(Main.java:39)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.literalpick.Main.both(Main.java:39)
  s4: call corpus.extra.literalpick.Main.pause // at corpus.extra.literalpick.Main.both(Main.java:40)
  s5: call corpus.extra.literalpick.Main.pick[args(p0=text:b),corpus.extra.literalpick.Main.both:39#2,args(p0=text:b;p1=text:a),corpus.extra.literalpick.Main.lambda$main$1:49#0] // at corpus.extra.literalpick.Main.both(Main.java:41)
  s6: acquire java.lang.Object@Main.java:18 // at corpus.extra.literalpick.Main.both(Main.java:41)
  s7: read java.lang.System.out          // at corpus.extra.literalpick.Main.both(Main.java:42)
  s10: release java.lang.Object@Main.java:18 // at corpus.extra.literalpick.Main.both(Main.java:43)
  s20: release java.lang.Object@Main.java:17 // at corpus.extra.literalpick.Main.both(Main.java:44)
}

proc corpus.extra.literalpick.Main.both[args(p0=text:b;p1=text:a),corpus.extra.literalpick.Main.lambda$main$1:49#0] {
  s2: call corpus.extra.literalpick.Main.pick[args(p0=text:b),corpus.extra.literalpick.Main.both:39#2,args(p0=text:b;p1=text:a),corpus.extra.literalpick.Main.lambda$main$1:49#0] // at corpus.extra.literalpick.Main.both(Main.java:39)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.literalpick.Main.both(Main.java:39)
  s4: call corpus.extra.literalpick.Main.pause // at corpus.extra.literalpick.Main.both(Main.java:40)
  s5: call corpus.extra.literalpick.Main.pick[args(p0=text:a),corpus.extra.literalpick.Main.both:39#2,args(p0=text:a;p1=text:b),corpus.extra.literalpick.Main.lambda$main$0:48#0] // at corpus.extra.literalpick.Main.both(Main.java:41)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.literalpick.Main.both(Main.java:41)
  s7: read java.lang.System.out          // at corpus.extra.literalpick.Main.both(Main.java:42)
  s10: release java.lang.Object@Main.java:17 // at corpus.extra.literalpick.Main.both(Main.java:43)
  s20: release java.lang.Object@Main.java:18 // at corpus.extra.literalpick.Main.both(Main.java:44)
}

proc corpus.extra.literalpick.Main.lambda$main$0 {
  s0: call corpus.extra.literalpick.Main.both[args(p0=text:a;p1=text:b),corpus.extra.literalpick.Main.lambda$main$0:48#0] // at corpus.extra.literalpick.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.literalpick.Main.lambda$main$1 {
  s0: call corpus.extra.literalpick.Main.both[args(p0=text:b;p1=text:a),corpus.extra.literalpick.Main.lambda$main$1:49#0] // at corpus.extra.literalpick.Main.lambda$main$1(Main.java:49)
}

proc corpus.extra.literalpick.Main.main {
  s9: fork corpus.extra.literalpick.Main.lambda$main$0 java.lang.Thread@Main.java:48 // at corpus.extra.literalpick.Main.main(Main.java:50)
  s10: fork corpus.extra.literalpick.Main.lambda$main$1 java.lang.Thread@Main.java:49 // at corpus.extra.literalpick.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:48 // at corpus.extra.literalpick.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:49 // at corpus.extra.literalpick.Main.main(Main.java:53)
}

proc corpus.extra.literalpick.Main.pause {
}

proc corpus.extra.literalpick.Main.pick[args(p0=text:a),corpus.extra.literalpick.Main.both:39#2,args(p0=text:a;p1=text:b),corpus.extra.literalpick.Main.lambda$main$0:48#0] {
  s2: read corpus.extra.literalpick.Main.A // at corpus.extra.literalpick.Main.pick(Main.java:30)
}

proc corpus.extra.literalpick.Main.pick[args(p0=text:b),corpus.extra.literalpick.Main.both:39#2,args(p0=text:b;p1=text:a),corpus.extra.literalpick.Main.lambda$main$1:49#0] {
  s5: read corpus.extra.literalpick.Main.B // at corpus.extra.literalpick.Main.pick(Main.java:33)
}

proc entry {
  init0: call corpus.extra.literalpick.Main.<clinit> // at corpus.extra.literalpick.Main.main(Main.java:48)
  main: call corpus.extra.literalpick.Main.main // at corpus.extra.literalpick.Main.main(Main.java:48)
}
