main entry

proc corpus.extra.literalpick.fixed.Main.<clinit> {
  s2: write corpus.extra.literalpick.fixed.Main.A // at corpus.extra.literalpick.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.literalpick.fixed.Main.B // at corpus.extra.literalpick.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.literalpick.fixed.Main.both[args(p0=text:a;p1=text:b),corpus.extra.literalpick.fixed.Main.lambda$main$0:47#0] {
  s2: call corpus.extra.literalpick.fixed.Main.pick[args(p0=text:a),corpus.extra.literalpick.fixed.Main.both:38#2,args(p0=text:a;p1=text:b),corpus.extra.literalpick.fixed.Main.lambda$main$0:47#0] // at corpus.extra.literalpick.fixed.Main.both(Main.java:38)
  s3: acquire java.lang.Object@Main.java:16 // at corpus.extra.literalpick.fixed.Main.both(Main.java:38)
  s4: call corpus.extra.literalpick.fixed.Main.pause // at corpus.extra.literalpick.fixed.Main.both(Main.java:39)
  s5: call corpus.extra.literalpick.fixed.Main.pick[args(p0=text:b),corpus.extra.literalpick.fixed.Main.both:38#2,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] // at corpus.extra.literalpick.fixed.Main.both(Main.java:40)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.literalpick.fixed.Main.both(Main.java:40)
  s7: read java.lang.System.out          // at corpus.extra.literalpick.fixed.Main.both(Main.java:41)
  s10: release java.lang.Object@Main.java:17 // at corpus.extra.literalpick.fixed.Main.both(Main.java:42)
  s20: release java.lang.Object@Main.java:16 // at corpus.extra.literalpick.fixed.Main.both(Main.java:43)
}

proc corpus.extra.literalpick.fixed.Main.both[args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] {
  s2: call corpus.extra.literalpick.fixed.Main.pick[args(p0=text:b),corpus.extra.literalpick.fixed.Main.both:38#2,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] // at corpus.extra.literalpick.fixed.Main.both(Main.java:38)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.literalpick.fixed.Main.both(Main.java:38)
  s4: call corpus.extra.literalpick.fixed.Main.pause // at corpus.extra.literalpick.fixed.Main.both(Main.java:39)
  s5: call corpus.extra.literalpick.fixed.Main.pick[args(p0=fresh),corpus.extra.literalpick.fixed.Main.both:40#5,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] // at corpus.extra.literalpick.fixed.Main.both(Main.java:40)
  s6: acquire java.lang.Object@Main.java:34[args(p0=fresh),corpus.extra.literalpick.fixed.Main.both:40#5,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] // at corpus.extra.literalpick.fixed.Main.both(Main.java:40)
  s7: read java.lang.System.out          // at corpus.extra.literalpick.fixed.Main.both(Main.java:41)
  s10: release java.lang.Object@Main.java:34[args(p0=fresh),corpus.extra.literalpick.fixed.Main.both:40#5,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] // at corpus.extra.literalpick.fixed.Main.both(Main.java:42)
  s20: release java.lang.Object@Main.java:17 // at corpus.extra.literalpick.fixed.Main.both(Main.java:43)
}

proc corpus.extra.literalpick.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.literalpick.fixed.Main.both[args(p0=text:a;p1=text:b),corpus.extra.literalpick.fixed.Main.lambda$main$0:47#0] // at corpus.extra.literalpick.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.literalpick.fixed.Main.lambda$main$1[corpus.extra.literalpick.fixed.Main.main:48#10] {
  s2: call corpus.extra.literalpick.fixed.Main.both[args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] // at corpus.extra.literalpick.fixed.Main.lambda$main$1(Main.java:48)
}

proc corpus.extra.literalpick.fixed.Main.main {
  s9: fork corpus.extra.literalpick.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:47 // at corpus.extra.literalpick.fixed.Main.main(Main.java:49)
  s10: fork corpus.extra.literalpick.fixed.Main.lambda$main$1[corpus.extra.literalpick.fixed.Main.main:48#10] java.lang.Thread@Main.java:48 // at corpus.extra.literalpick.fixed.Main.main(Main.java:50)
  s11: join java.lang.Thread@Main.java:47 // at corpus.extra.literalpick.fixed.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:48 // at corpus.extra.literalpick.fixed.Main.main(Main.java:52)
}

proc corpus.extra.literalpick.fixed.Main.pause {
}

proc corpus.extra.literalpick.fixed.Main.pick[args(p0=fresh),corpus.extra.literalpick.fixed.Main.both:40#5,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] {
}

proc corpus.extra.literalpick.fixed.Main.pick[args(p0=text:a),corpus.extra.literalpick.fixed.Main.both:38#2,args(p0=text:a;p1=text:b),corpus.extra.literalpick.fixed.Main.lambda$main$0:47#0] {
  s2: read corpus.extra.literalpick.fixed.Main.A // at corpus.extra.literalpick.fixed.Main.pick(Main.java:29)
}

proc corpus.extra.literalpick.fixed.Main.pick[args(p0=text:b),corpus.extra.literalpick.fixed.Main.both:38#2,args(p0=text:b;p1=fresh),corpus.extra.literalpick.fixed.Main.lambda$main$1:48#2,corpus.extra.literalpick.fixed.Main.main:48#10] {
  s5: read corpus.extra.literalpick.fixed.Main.B // at corpus.extra.literalpick.fixed.Main.pick(Main.java:32)
}

proc entry {
  init0: call corpus.extra.literalpick.fixed.Main.<clinit> // at corpus.extra.literalpick.fixed.Main.main(Main.java:47)
  main: call corpus.extra.literalpick.fixed.Main.main // at corpus.extra.literalpick.fixed.Main.main(Main.java:47)
}
