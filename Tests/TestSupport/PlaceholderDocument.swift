/// A xib whose views show what placeholder constraints do (docs/importers.md,
/// "Placeholder constraints"), shared by the importer's and the daemon's
/// tests. `p` is pinned on three sides and only a placeholder holds its
/// height, so Xcode saved it 59 high and flagged nothing; `b` has no height
/// at all; `m` is saved 40 high against its 30, misplaced on the canvas too.
public enum PlaceholderDocument {
    public static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root" userLabel="Root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="p">
                            <rect key="frame" x="0" y="0" width="200" height="59"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="59" placeholder="YES" id="ph"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0" y="100" width="200" height="40"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="m">
                            <rect key="frame" x="0" y="200" width="200" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="mh"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
                        <constraint firstItem="p" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="pr"/>
                        <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                        <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="br"/>
                        <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ml"/>
                        <constraint firstItem="m" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="mr"/>
                        <constraint firstItem="m" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="mt"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
}
